// Command validation-gen generates declarative validation code from +k8s:
// tags on Go API types. It is a drop-in replacement for Kubernetes'
// validation-gen: same flags, package tags and generated API.
//
//	validation-gen [--output-file NAME] [--go-header-file FILE] [--readonly-pkg PKG]... PACKAGE...
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/kubedv/kubedv/gen"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// listFlag collects a repeatable flag.
type listFlag []string

func (l *listFlag) String() string { return strings.Join(*l, ",") }
func (l *listFlag) Set(v string) error {
	for _, s := range strings.Split(v, ",") {
		if s = strings.TrimSpace(s); s != "" {
			*l = append(*l, s)
		}
	}
	return nil
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("validation-gen", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var cfg gen.Config
	var readonly, buildTags listFlag
	fs.StringVar(&cfg.OutputFile, "output-file", gen.DefaultOutputFile, "name of the file written into each target package")
	fs.StringVar(&cfg.HeaderFile, "go-header-file", "", "file whose contents (a license header) start every generated file")
	fs.Var(&readonly, "readonly-pkg", "package whose generated validation may be called but is not written (repeatable)")
	fs.Var(&buildTags, "build-tag", "build tag to use when loading packages (repeatable)")
	verbosity := fs.Int("v", 0, "log verbosity (accepted for compatibility)")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: validation-gen [flags] PACKAGE...\n\nGenerates %s in each package tagged +k8s:validation-gen.\n\nflags:\n", gen.DefaultOutputFile)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	_ = verbosity
	if fs.NArg() == 0 {
		fs.Usage()
		return 2
	}
	cfg.Packages, cfg.Readonly, cfg.BuildTags = fs.Args(), readonly, buildTags
	out, err := gen.Run(cfg)
	if err != nil {
		fmt.Fprintln(stderr, err)
		fmt.Fprintln(stderr, "validation-gen: no files were written")
		return 1
	}
	for _, o := range out {
		if o.Content != nil && *verbosity > 0 {
			fmt.Fprintf(stdout, "wrote %s\n", o.Path)
		}
	}
	return 0
}
