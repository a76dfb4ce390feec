"""One module per screen; each exports one component that renders the app store."""
