"""Gesta's desktop interface (Qt). It asks ``core`` what is legal and shows what happened."""
