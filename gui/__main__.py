"""``python -m gui`` starts Gesta like the ``gesta`` command; it is also the frozen bundle's entry point."""

import multiprocessing
import sys

from gui.cli import main

if __name__ == "__main__":
    # in the frozen bundle the simulator's worker processes start through this same program
    multiprocessing.freeze_support()
    sys.exit(main())
