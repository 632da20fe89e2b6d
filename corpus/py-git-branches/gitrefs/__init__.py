"""Reading `git for-each-ref` output: branches, tags and their upstreams."""
