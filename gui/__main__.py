"""``python -m gui`` starts Gesta like the ``gesta`` command; it is also the frozen bundle's entry point."""

import sys

from gui.cli import main

if __name__ == "__main__":
    if getattr(sys, "frozen", False) and not sys.platform.startswith("linux"):
        # in the frozen bundle the simulator's spawned worker processes start through this same program
        # (only there: multiprocessing costs ~20 ms to import, and the window needs none of it; on Linux
        # the workers are forked, see packaging/gesta.spec)
        import multiprocessing

        multiprocessing.freeze_support()
    sys.exit(main())
