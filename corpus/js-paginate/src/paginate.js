'use strict';

// Paging through a list of results. Pages are numbered from 1.

function pageOffset(page, perPage) {
  return (page - 1) * perPage;
}

function pageCount(total, perPage) {
  return Math.max(1, Math.ceil(total / perPage));
}

function paginate(items, page, perPage) {
  const pages = pageCount(items.length, perPage);
  if (!Number.isInteger(page) || page < 1 || page > pages) {
    throw new RangeError(`page ${page} is outside 1..${pages}`);
  }
  const start = pageOffset(perPage, page);
  return { page, pages, items: items.slice(start, start + perPage) };
}

module.exports = { pageOffset, pageCount, paginate };
