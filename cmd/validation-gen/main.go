// Command validation-gen generates declarative validation code from +k8s:
// tags on Go API types. It is a drop-in replacement for Kubernetes'
// validation-gen: same flags, package tags and generated API.
//
//	validation-gen [--output-file NAME] [--go-header-file FILE] [--readonly-pkg PKG]... PACKAGE...
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/kubedv/kubedv/gen"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	opts, err := gen.ParseFlags(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		return 2
	}
	out, err := gen.Run(opts.Config)
	if err != nil {
		fmt.Fprintln(stderr, err)
		fmt.Fprintln(stderr, "validation-gen: no files were written")
		return 1
	}
	if opts.Verbose > 0 {
		for _, o := range out {
			if o.Content != nil {
				fmt.Fprintf(stdout, "wrote %s\n", o.Path)
			}
		}
	}
	return 0
}
