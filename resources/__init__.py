"""Data shipped with Gesta: catalogues, translations, icons and the Qt style."""
