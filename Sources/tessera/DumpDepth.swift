// `--depth` reads a DumpDepth (TesseraRun) from the command line.

import ArgumentParser
import TesseraRun

extension DumpDepth: ExpressibleByArgument {}
