"""Through the Ages: A New Story of Civilization, first round (Antiquity): taking cards and the end of turn."""
