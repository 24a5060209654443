// Command defaulter-gen generates Go defaulting functions from hand-written
// SetDefaults_<Type> functions and +default tags. It is a drop-in
// replacement for Kubernetes' defaulter-gen (k8s.io/code-generator
// v0.37.2): same flags (including klog's), package tags and generated code.
//
//	defaulter-gen [--output-file NAME] [--go-header-file FILE] [--extra-peer-dirs PKG,...]
//	              [--build-tag TAG] [--lint-rules RULE,...] [-v N] PACKAGE...
//
// Package tags (in doc.go): +k8s:defaulter-gen=<field name> (e.g. TypeMeta)
// gives an object defaulter to every type with such a field;
// +k8s:defaulter-gen-input=<import path> defaults the types of another
// package. On a type, +k8s:defaulter-gen=true|false (in the comment block
// above its doc comment) opts it in or out.
//
// Exit codes: 0 success, 1 generation failed (nothing is written), 2 bad
// command line.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/spf13/pflag"
	"k8s.io/klog/v2"

	"github.com/kubedv/kubedv/gen/defaultergen"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stderr))
}

func run(args []string, stderr io.Writer) int {
	opts, err := defaultergen.ParseFlags(args, stderr)
	switch {
	case errors.Is(err, pflag.ErrHelp):
		return 0
	case err != nil:
		return 2
	}
	if len(opts.Patterns) == 0 {
		fmt.Fprintln(stderr, "defaulter-gen: no packages given; nothing to do")
		return 0
	}
	if _, err := defaultergen.Run(opts); err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	klog.V(2).Info("Completed successfully.")
	return 0
}
