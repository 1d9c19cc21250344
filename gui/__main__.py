"""``python -m gui`` starts Gesta like the ``gesta`` command."""

import sys

from gui.cli import main

sys.exit(main())
