"""Geohash encoding and decoding (pure Python). Copyright (C) 2009 Hiroaki Kawai"""
_base32 = '0123456789bcdefghjkmnpqrstuvwxyz'
_base32_map = dict((c, i) for i, c in enumerate(_base32))


def _bit_lengths(precision):
	"""Bits of (latitude, longitude) in `precision` characters; longitude gets the odd bit."""
	lon_length = precision * 5 // 2 + 1
	return precision * 5 - lon_length, lon_length


def _encode_i2c(lat, lon, lat_length, lon_length):
	ret = ''
	value = bits = 0
	for i in range(lat_length + lon_length):
		if i % 2 == 0:
			value = (value << 1) | ((lon >> (lon_length - 1 - i // 2)) & 1)
		else:
			value = (value << 1) | ((lat >> (lat_length - 1 - i // 2)) & 1)
		bits += 1
		if bits == 5:
			ret += _base32[value]
			value = bits = 0
	return ret


def _decode_c2i(hashcode):
	lat = lon = lat_length = lon_length = 0
	for c in hashcode:
		t = _base32_map[c]
		for shift in (4, 3, 2, 1, 0):
			bit = (t >> shift) & 1
			if lat_length == lon_length:
				lon = (lon << 1) | bit
				lon_length += 1
			else:
				lat = (lat << 1) | bit
				lat_length += 1
	return lat, lon, lat_length, lon_length


def encode(latitude, longitude, precision=12):
	if latitude >= 90.0 or latitude < -90.0:
		raise Exception("invalid latitude.")
	while longitude < -180.0:
		longitude += 360.0
	while longitude >= 180.0:
		longitude -= 360.0
	lat_length, lon_length = _bit_lengths(precision)
	lat = int((latitude + 90.0) / 180.0 * (1 << lat_length))
	lon = int((longitude + 180.0) / 360.0 * (1 << lon_length))
	return _encode_i2c(lat, lon, lat_length, lon_length)


def decode_exactly(hashcode):
	"""Return (latitude, longitude, latitude error, longitude error) of the cell's centre."""
	lat, lon, lat_length, lon_length = _decode_c2i(hashcode)
	lat_err = 90.0 / (1 << lat_length)
	lon_err = 180.0 / (1 << lon_length)
	return (-90.0 + (2 * lat + 1) * lat_err, -180.0 + (2 * lon + 1) * lon_err, lat_err, lon_err)


def decode(hashcode, delta=False):
	"""decode a hashcode and get center of bbox (with the errors if `delta`)"""
	lat, lon, lat_err, lon_err = decode_exactly(hashcode)
	return (lat, lon, lat_err, lon_err) if delta else (lat, lon)


def bbox(hashcode):
	"""decode a hashcode and get north, south, east and west border."""
	lat, lon, lat_err, lon_err = decode_exactly(hashcode)
	return {'s': lat - lat_err, 'w': lon - lon_err, 'n': lat + lat_err, 'e': lon + lon_err}


def neighbors(hashcode):
	lat, lon, lat_length, lon_length = _decode_c2i(hashcode)
	ret = []
	for tlat in (lat + 1, lat, lat - 1):
		if not 0 <= tlat < (1 << lat_length):
			continue
		for tlon in (lon - 1, lon, lon + 1):
			if (tlat, tlon) != (lat, lon):
				ret.append(_encode_i2c(tlat, tlon % (1 << lon_length), lat_length, lon_length))
	return ret


def expand(hashcode):
	ret = neighbors(hashcode)
	ret.append(hashcode)
	return ret
