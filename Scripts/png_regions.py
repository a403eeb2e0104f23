#!/usr/bin/env python3
"""Pixel statistics of regions of a PNG screenshot, for the report's browser tests.

Usage: png_regions.py SHOT.png REGIONS.json
REGIONS.json is a list of {"id", "x", "y", "w", "h"} in CSS pixels (device scale 1). Prints one
JSON object: {"width", "height", "regions": [{"id", "stddev", "colors", "mean", "colorful"}]} where
stddev is the standard deviation of luminance (0-255) inside the region, colors the number of
distinct RGB values, mean the mean luminance, and colorful the share of pixels whose chroma
(max - min of R, G, B) exceeds 60: axes, grid and labels are grey, a drawn series is not. Standard library only (zlib), 8-bit RGB/RGBA, no interlace.
"""
import json
import struct
import sys
import zlib


def read_png(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(f"{path}: not a PNG")
    pos, idat, width, height, color_type = 8, b"", 0, 0, 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, color_type, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or color_type not in (2, 6) or interlace:
                raise SystemExit(f"{path}: only 8-bit RGB/RGBA without interlace is read")
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    channels = 4 if color_type == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous, offset = [], bytearray(stride), 0
    for _ in range(height):
        kind = raw[offset]
        line = bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
                line[i] = (line[i] + predictor) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def main():
    width, height, channels, rows = read_png(sys.argv[1])
    regions = json.load(open(sys.argv[2]))
    out = []
    for region in regions:
        x0, y0 = max(0, int(region["x"])), max(0, int(region["y"]))
        x1, y1 = min(width, int(region["x"] + region["w"])), min(height, int(region["y"] + region["h"]))
        total, total_sq, count, colors, vivid = 0.0, 0.0, 0, set(), 0
        for y in range(y0, y1):
            row = rows[y]
            for x in range(x0, x1):
                r, g, b = row[x * channels], row[x * channels + 1], row[x * channels + 2]
                lum = 0.299 * r + 0.587 * g + 0.114 * b
                total += lum
                total_sq += lum * lum
                count += 1
                colors.add((r, g, b))
                if max(r, g, b) - min(r, g, b) > 60:
                    vivid += 1
        mean = total / count if count else 0
        variance = total_sq / count - mean * mean if count else 0
        out.append({"id": region["id"], "stddev": round(max(0, variance) ** 0.5, 2), "colors": len(colors),
                    "mean": round(mean, 1), "colorful": round(vivid / count, 5) if count else 0})
    print(json.dumps({"width": width, "height": height, "regions": out}))


if __name__ == "__main__":
    main()
