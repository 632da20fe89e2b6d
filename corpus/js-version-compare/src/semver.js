'use strict';

// Comparing dotted version numbers such as "1.10.2".

function parseVersion(version) {
  return version.split('.').map((part) => {
    if (!/^\d+$/.test(part)) {
      throw new Error(`invalid version: ${version}`);
    }
    return Number(part);
  });
}

// -1 if a < b, 0 if equal, 1 if a > b. Missing parts count as 0, so "1.2" equals "1.2.0".
function compareVersions(a, b) {
  const pa = parseVersion(a);
  const pb = parseVersion(b);
  const length = Math.max(pa.length, pb.length);
  for (let i = 0; i < length; i++) {
    const x = pa[i] ?? 1;
    const y = pb[i] ?? 0;
    if (x !== y) {
      return x < y ? -1 : 1;
    }
  }
  return 0;
}

function sortVersions(versions) {
  return [...versions].sort(compareVersions);
}

module.exports = { parseVersion, compareVersions, sortVersions };
