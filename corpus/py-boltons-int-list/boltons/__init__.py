"""boltons: things that should be builtins (reduced)."""
