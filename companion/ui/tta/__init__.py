"""Through the Ages first-round screens: the card row and turn, the teaching panel, the round-over summary."""
