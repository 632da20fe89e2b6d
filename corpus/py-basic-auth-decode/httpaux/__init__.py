"""HTTP helpers shared by the client and the server side."""
