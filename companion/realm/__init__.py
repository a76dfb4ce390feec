"""Ancient Realm (solo card game, with the Misfortunes & Monuments expansion): engine and rules."""
