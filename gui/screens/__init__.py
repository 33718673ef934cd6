"""Full-window screens: welcome, new-game wizard, game end."""
