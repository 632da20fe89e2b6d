'use strict';

// A small slice of mime-db: media type -> { charset, extensions, source }.
module.exports = {
  'application/javascript': { source: 'iana', charset: 'UTF-8', compressible: true, extensions: ['js', 'mjs'] },
  'application/json': { source: 'iana', charset: 'UTF-8', compressible: true, extensions: ['json', 'map'] },
  'application/octet-stream': { source: 'iana', compressible: false, extensions: ['bin', 'dms', 'lrf', 'so', 'exe', 'dll'] },
  'application/pdf': { source: 'iana', compressible: false, extensions: ['pdf'] },
  'application/x-www-form-urlencoded': { source: 'iana', compressible: true },
  'image/png': { source: 'iana', compressible: false, extensions: ['png'] },
  'image/svg+xml': { source: 'iana', compressible: true, extensions: ['svg', 'svgz'] },
  'text/css': { source: 'iana', charset: 'UTF-8', compressible: true, extensions: ['css'] },
  'text/html': { source: 'iana', compressible: true, extensions: ['html', 'htm', 'shtml'] },
  'text/markdown': { source: 'iana', compressible: true, extensions: ['md', 'markdown'] },
  'text/plain': { source: 'iana', compressible: true, extensions: ['txt', 'text', 'conf', 'def', 'list', 'log', 'in', 'ini'] },
  'text/x-unknown-legacy': { source: 'apache', compressible: true, extensions: [] },
};
