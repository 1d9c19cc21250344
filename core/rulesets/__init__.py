"""The rule systems, one package each (see core.registry)."""
