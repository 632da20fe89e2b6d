"""The built-in tables of Lib/mimetypes.py (a subset of them)."""

suffix_map = {
    '.svgz': '.svg.gz',
    '.tgz': '.tar.gz',
    '.taz': '.tar.gz',
    '.tz': '.tar.gz',
    '.tbz2': '.tar.bz2',
    '.txz': '.tar.xz',
}

encodings_map = {
    '.gz': 'gzip',
    '.Z': 'compress',
    '.bz2': 'bzip2',
    '.xz': 'xz',
    '.br': 'br',
}

# Before adding new types, make sure they are either registered with IANA,
# at http://www.iana.org/assignments/media-types
# or extensions, i.e. using the x- prefix
types_map = {
    '.js': 'text/javascript',
    '.json': 'application/json',
    '.pdf': 'application/pdf',
    '.tar': 'application/x-tar',
    '.jpg': 'image/jpeg',
    '.jpe': 'image/jpeg',
    '.jpeg': 'image/jpeg',
    '.png': 'image/png',
    '.svg': 'image/svg+xml',
    '.css': 'text/css',
    '.html': 'text/html',
    '.htm': 'text/html',
    '.txt': 'text/plain',
    '.xml': 'text/xml',
}

# These are non-standard types, commonly found in the wild.  They will
# only match if strict=0 flag is given to the API methods.
common_types = {
    '.rtf': 'application/rtf',
    '.midi': 'audio/midi',
    '.mid': 'audio/midi',
    '.jpg': 'image/jpg',
    '.pict': 'image/pict',
    '.pct': 'image/pict',
    '.pic': 'image/pict',
    '.webp': 'image/webp',
    '.xul': 'text/xul',
}
