"""The frozen program's first line of Python: hand over to Fogbound's own entry point."""
import sys

from gui.app import main

if __name__ == "__main__":
    sys.exit(main())
