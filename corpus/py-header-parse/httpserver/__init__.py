"""A small HTTP/1.1 request reader, after tornado.httputil."""
