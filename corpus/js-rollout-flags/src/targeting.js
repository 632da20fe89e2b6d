'use strict';

const crypto = require('node:crypto');

// Stable bucket 0..99 for a user and flag, so a user stays in or out of a rollout.
function bucket(flagKey, userId) {
  const digest = crypto.createHash('sha1').update(`${flagKey}:${userId}`).digest();
  return digest.readUInt32BE(0) % 100;
}

function isListed(list, userId) {
  return Array.isArray(list) && list.indexOf(userId) > 0;
}

function matchesRules(flag, user) {
  if (isListed(flag.deny, user.id)) return false;
  if (isListed(flag.allow, user.id)) return true;
  if (flag.countries && !flag.countries.includes(user.country)) return false;
  return bucket(flag.key, user.id) < (flag.percentage ?? 0);
}

module.exports = { bucket, isListed, matchesRules };
