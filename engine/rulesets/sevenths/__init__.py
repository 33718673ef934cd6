"""What The 7th Continent and The 7th Citadel share, written once for both: the jigsaw board of terrain
cards with its exploration arrows and attached events, putting cards into play on it, taking numbered
adventure cards, and the star test of revealed action cards."""
