"""``python -m gui`` starts Gesta like the ``gesta`` command; it is also the frozen bundle's entry point."""

import sys

from gui.cli import main

if __name__ == "__main__":
    if getattr(sys, "frozen", False):
        # in the frozen bundle the simulator's worker processes start through this same program
        # (only there: multiprocessing costs ~10 ms to import, and the window needs none of it)
        import multiprocessing

        multiprocessing.freeze_support()
    sys.exit(main())
