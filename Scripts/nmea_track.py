#!/usr/bin/env python3
"""Writes an NMEA 0183 log (RMC + GGA, one fix a second) of a run around a city block, for
trying `cadence serve --source gpsd` without a receiver:

    python3 Scripts/nmea_track.py > /tmp/run.nmea
    gpsfake -c 0.1 /tmp/run.nmea        # a real gpsd on 127.0.0.1:2947 replays it (gpsd-clients)

Options: --laps N (default 3), --speed M/S (default 3.2), --side METRES (default 200),
--standing SECONDS before the start (default 30). Standard library only.
"""
import argparse
import math


def sentence(body):
    checksum = 0
    for character in body:
        checksum ^= ord(character)
    return f"${body}*{checksum:02X}"


def degrees_minutes(value, width, positive, negative):
    magnitude = abs(value)
    degrees = int(magnitude)
    minutes = (magnitude - degrees) * 60
    return f"{degrees:0{width}d}{minutes:07.4f}", positive if value >= 0 else negative


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--laps", type=int, default=3)
    parser.add_argument("--speed", type=float, default=3.2)
    parser.add_argument("--side", type=float, default=200.0)
    parser.add_argument("--standing", type=int, default=30)
    args = parser.parse_args()
    lat0, lon0, meters_per_degree = 47.3769, 8.5417, 6_371_008.8 * math.pi / 180
    perimeter = 4 * args.side
    total = int(args.laps * perimeter / args.speed)
    for second in range(args.standing + total + 1):
        along = max(0, second - args.standing) * args.speed % perimeter
        side, offset = int(along // args.side), along % args.side
        north, east, course = [(offset, 0, 0), (args.side, offset, 90), (args.side - offset, args.side, 180),
                               (0, args.side - offset, 270)][side]
        speed = args.speed if second >= args.standing else 0
        altitude = 408 + 6 * math.sin(2 * math.pi * along / perimeter)
        lat = lat0 + north / meters_per_degree
        lon = lon0 + east / (meters_per_degree * math.cos(math.radians(lat0)))
        t = 12 * 3600 + second
        time = f"{t // 3600:02d}{t % 3600 // 60:02d}{t % 60:02d}.00"
        la, ns = degrees_minutes(lat, 2, "N", "S")
        lo, ew = degrees_minutes(lon, 3, "E", "W")
        print(sentence(f"GPRMC,{time},A,{la},{ns},{lo},{ew},{speed / 0.514444:.2f},{course:.1f},011226,,,A"))
        print(sentence(f"GPGGA,{time},{la},{ns},{lo},{ew},1,09,0.8,{altitude:.1f},M,47.0,M,,"))


if __name__ == "__main__":
    main()
