"""The native engines in C (deduction, the transfer matrix's counter, the count of paths), built where a compiler is.

Everything else about the package is in pyproject.toml; setuptools reads
extension modules from here.  ``optional=True``: a machine without gcc or
Python's headers still installs loopcp, whose solver then asks the SAT
engine alone (``loopcp.native``) and proves paths unique by search alone
(``loopcp.native.paths``).
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "loopcp.native._deduce",
            [f"src/loopcp/native/{name}.c" for name in ("deduce", "rules", "corners", "board")],
            depends=["src/loopcp/native/deduce.h"],
            extra_compile_args=["-O2", "-std=c99", "-Wall", "-Wextra"],
            optional=True,
        ),
        Extension(  # the transfer matrix's counter; without it ``loopcp.transfer`` counts in numpy
            "loopcp.native._count",
            [f"src/loopcp/native/{name}.c" for name in ("count", "dense", "hashed")],
            depends=["src/loopcp/native/count.h"],
            extra_compile_args=["-O2", "-std=c99", "-Wall", "-Wextra"],
            optional=True,
        ),
        Extension(  # Numberlink's answers up to two; without it ``solve`` proves paths unique by search alone
            "loopcp.native._paths",
            ["src/loopcp/native/paths.c"],
            extra_compile_args=["-O2", "-std=c99", "-Wall", "-Wextra"],
            optional=True,
        ),
    ]
)
