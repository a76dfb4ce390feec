"""Ancient Realm screens: the turn helper, card entry remembered by name, the starting market, the final score."""
