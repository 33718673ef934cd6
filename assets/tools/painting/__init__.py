"""Procedural painting for pack art: canvas strokes, landscapes, structures, motifs, portraits."""
