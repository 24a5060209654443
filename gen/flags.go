package gen

import (
	"flag"
	"fmt"
	"io"
	"strings"
)

// Options are the command line of validation-gen.
type Options struct {
	Config
	Verbose int
}

// listFlag collects a repeatable, comma-separable flag.
type listFlag struct{ values *[]string }

func (l listFlag) String() string {
	if l.values == nil {
		return ""
	}
	return strings.Join(*l.values, ",")
}

func (l listFlag) Set(v string) error {
	for _, s := range strings.Split(v, ",") {
		if s = strings.TrimSpace(s); s != "" {
			*l.values = append(*l.values, s)
		}
	}
	return nil
}

// ParseFlags parses validation-gen's command line (the flags of Kubernetes'
// validation-gen). Usage and flag errors are written to stderr.
func ParseFlags(args []string, stderr io.Writer) (Options, error) {
	var o Options
	fs := flag.NewFlagSet("validation-gen", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.OutputFile, "output-file", DefaultOutputFile, "name of the file written into each target package")
	fs.StringVar(&o.HeaderFile, "go-header-file", "", "file whose contents (a license header) start every generated file")
	fs.Var(listFlag{&o.Readonly}, "readonly-pkg", "package whose generated validation may be called but is not written (repeatable)")
	fs.Var(listFlag{&o.BuildTags}, "build-tag", "build tag to use when loading packages (repeatable)")
	fs.IntVar(&o.Verbose, "v", 0, "verbosity: 1 lists the files written")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: validation-gen [flags] PACKAGE...\n\n"+
			"Writes %s into each Go package tagged +k8s:validation-gen.\n\nflags:\n", DefaultOutputFile)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return o, fmt.Errorf("no packages given")
	}
	o.Packages = fs.Args()
	return o, nil
}
