"""Access-control lists for the ingress proxy: parsed from text, evaluated per connection."""
