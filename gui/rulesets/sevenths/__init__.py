"""What The 7th Continent's and The 7th Citadel's tables share: the jigsaw board of terrain cards, its geometry
and its figures (`board`, `geometry`). Each game's presentation imports it; it imports neither game."""
