"""Newsletter sending: audiences, unsubscribes and send lists."""
