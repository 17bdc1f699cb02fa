#!/usr/bin/env python3
"""Compares two `nibdump dump --format json` outputs: the same objects (id, element, class,
custom class and module, parent, placeholder role), top-level objects and connections (kind,
source, destination, label), whatever the lines. Usage: check-decompile.py ORIGINAL.json COPY.json"""
import json
import sys


def summary(path):
    with open(path, encoding="utf-8") as handle:
        document = json.load(handle)["documents"][0]
    objects = sorted(
        (o["id"], o["element"], o["class"], o["customClass"], o["customModule"], o["parent"], o["placeholderRole"])
        for o in document["objects"])
    connections = sorted(
        (c["kind"], c["source"], c["destination"] or "", c["label"] or "") for c in document["connections"])
    return {"objects": objects, "topLevelObjects": document["topLevelObjects"], "connections": connections}


original, copy = summary(sys.argv[1]), summary(sys.argv[2])
for key in original:
    if original[key] != copy[key]:
        missing = [x for x in original[key] if x not in copy[key]][:3]
        extra = [x for x in copy[key] if x not in original[key]][:3]
        print(f"{sys.argv[1]}: {key} differ; missing {missing}, extra {extra}")
        sys.exit(1)
