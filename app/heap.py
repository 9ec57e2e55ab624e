"""Giving freed memory back to the system after big pictures are dropped (a resize, a scene change).

glibc raises its mmap threshold after the first multi-megabyte free, so later window-sized surfaces
come from the heap and their pages stay resident after they are freed: dragging a window's corner
kept every old size's pictures' worth of memory. `trim()` hands the free pages back.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import gc
import sys
from typing import Any

_LIBC: list[Any] = []
M_MMAP_THRESHOLD = -3        # mallopt's parameter number in glibc's malloc.h
BIG_PICTURE_BYTES = 1 << 20  # allocations this big and bigger (a 512×512 picture) are always mapped on their own


def _libc() -> Any:
    """The C library when it is glibc (it has malloc_trim), else None (other C libraries, other systems)."""
    if not _LIBC:
        found = None
        if sys.platform.startswith("linux"):
            try:
                lib = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
                found = lib if hasattr(lib, "malloc_trim") else None
            except OSError:
                found = None
        _LIBC.append(found)
    return _LIBC[0]


def trim() -> bool:
    """Free what only reference cycles still hold (a dropped pygame-gui manager is one; ~10 ms), then
    return free heap pages to the OS; True when the C library could be asked."""
    gc.collect()
    lib = _libc()
    if lib is None:
        return False
    lib.malloc_trim(0)
    return True


def map_big_pictures() -> bool:
    """Have glibc map every allocation of BIG_PICTURE_BYTES or more on its own, returned to the system when freed.

    Left to itself glibc raises that threshold to the size of a freed mapping, so after the first window-sized
    picture painted in-process (a background not yet in the image cache) later big pictures land in the heap,
    between small live blocks, where trim() cannot give their pages back: a whole game kept 7 MB more when its
    backgrounds were painted rather than loaded. True when the C library could be asked.
    """
    lib = _libc()
    return lib is not None and bool(lib.mallopt(M_MMAP_THRESHOLD, BIG_PICTURE_BYTES))
