"""Game-agnostic building blocks: errors, actions, the action log, replay and rules data loading."""
