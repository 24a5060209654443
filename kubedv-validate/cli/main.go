// Package cli is the kubedv-validate command: flags, the validation of
// every document in parallel, and the outputs. Main takes a setup
// function, so that an API's own validator binary (Go types registered
// with check.Validator.AddScheme) is a few lines.
package cli

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"

	"github.com/spf13/pflag"

	"github.com/kubedv/kubedv/kubedv-validate/check"
	"github.com/kubedv/kubedv/kubedv-validate/manifest"
)

// Exit codes, as kubectl-validate's.
const (
	ExitOK       = 0 // every document is valid
	ExitInvalid  = 1 // some document is invalid
	ExitArgs     = 2 // bad arguments
	ExitInternal = 3 // the tool failed
)

// gcPercent is the garbage collector's target the command runs with.
const gcPercent = 400

// memoryLimit is the soft memory limit the command runs with: where the
// live heap is large (big CRDs), collections come before gcPercent's
// target would let the heap grow to five times it.
const memoryLimit = 100 << 20

// KubernetesVersion is the version whose API server answers are
// reproduced; --version accepts it (kubectl-validate's flag) and nothing
// else, since no other version is built in.
const KubernetesVersion = "1.37.2"

// Command describes one validator binary.
type Command struct {
	Name string // in usage and --version
	// Setup registers kinds before any document is read (Go types,
	// built-in CRDs, Kubernetes' native kinds with native.Add); CRDs of
	// --local-crds are added after it.
	Setup func(v *check.Validator) error
	// Cluster, when set, adds to fs the flags of the cluster options some
	// answers depend on (native.ClusterFlags: kube-apiserver's, named as
	// its flags) and returns the setup that adds the kinds with the
	// values parsed, run after Setup. The command then also takes
	// --cluster-config FILE, which sets them from a YAML file whose keys
	// are their names; a flag given on the command line wins.
	Cluster func(fs *pflag.FlagSet) func(v *check.Validator) error
	Stdin   io.Reader
	Out     io.Writer
	Err     io.Writer
}

type options struct {
	localCRDs []string
	old       []string
	output    string
	version   string
	workers   int
	// serverSide: kubectl apply --server-side (no last-applied annotation).
	serverSide bool
	// clusterConfig: the --cluster-config file.
	clusterConfig string
}

// Main runs the command with args (without the program name) and returns
// the exit code.
func (c Command) Main(args []string) int {
	if c.Out == nil {
		c.Out = os.Stdout
	}
	if c.Err == nil {
		c.Err = os.Stderr
	}
	if c.Name == "" {
		c.Name = "kubedv-validate"
	}
	if os.Getenv("GOGC") == "" {
		// A short batch run whose live heap is small and bounded: fewer
		// collections for a larger heap (about twice the throughput on
		// native kinds, peak memory still bounded). GOGC set wins.
		debug.SetGCPercent(gcPercent)
		if os.Getenv("GOMEMLIMIT") == "" {
			debug.SetMemoryLimit(memoryLimit)
		}
	}
	var o options
	fs := pflag.NewFlagSet(c.Name, pflag.ContinueOnError)
	fs.SetOutput(c.Err)
	fs.StringSliceVar(&o.localCRDs, "local-crds", nil, "directories (or files) of CustomResourceDefinition YAML: their custom resources are validated as the API server does")
	fs.StringSliceVar(&o.old, "old", nil, "the old manifests (FILE, DIR or -): objects found there by apiVersion, kind, namespace and name are validated as updates")
	fs.StringVarP(&o.output, "output", "o", "human", "output format: human, json (kubectl-validate's), junit or sarif")
	fs.StringVar(&o.version, "version", "", "Kubernetes version to validate against (only "+KubernetesVersion+" is built in); alone, print the version and exit")
	fs.IntVar(&o.workers, "parallel", 0, "documents validated at once (default: the number of CPUs)")
	fs.BoolVar(&o.serverSide, "server-side", false, "answer as for kubectl apply --server-side: without the last-applied-configuration annotation plain (client-side) kubectl apply adds")
	var clusterFlags *pflag.FlagSet
	var clusterSetup func(v *check.Validator) error
	if c.Cluster != nil {
		clusterFlags = pflag.NewFlagSet(c.Name+" cluster options", pflag.ContinueOnError)
		clusterSetup = c.Cluster(clusterFlags)
		fs.AddFlagSet(clusterFlags)
		fs.StringVar(&o.clusterConfig, "cluster-config", "", "a YAML file of the cluster options above, keyed by their flags' names (e.g. allow-privileged: true); a flag given on the command line wins")
	}
	fs.Usage = func() {
		fmt.Fprintf(c.Err, "Usage: %s [flags] FILE|DIR|- ...\n\nValidates Kubernetes manifests offline, as the API server answers a create (or, with --old, an update).\n\n", c.Name)
		fs.PrintDefaults()
	}
	if showVersion(args) {
		fmt.Fprintf(c.Out, "%s %s (Kubernetes v%s)\n", c.Name, toolVersion(), KubernetesVersion)
		return ExitOK
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return ExitOK
		}
		fmt.Fprintf(c.Err, "%s: %v\n", c.Name, err)
		return ExitArgs
	}
	if o.clusterConfig != "" {
		if err := loadClusterConfig(o.clusterConfig, clusterFlags); err != nil {
			fmt.Fprintf(c.Err, "%s: --cluster-config: %v\n", c.Name, err)
			return ExitArgs
		}
	}
	if code, err := c.check(&o, fs.Args()); err != nil {
		fmt.Fprintf(c.Err, "%s: %v\n", c.Name, err)
		return code
	}
	return c.validate(&o, fs.Args(), clusterSetup)
}

func (c Command) check(o *options, args []string) (int, error) {
	if o.version != "" {
		v := strings.TrimPrefix(o.version, "v")
		if v != KubernetesVersion && v != "1.37" {
			return ExitArgs, fmt.Errorf("--version %s: only Kubernetes %s is built in", o.version, KubernetesVersion)
		}
	}
	switch o.output {
	case "human", "json", "junit", "sarif":
	default:
		return ExitArgs, fmt.Errorf(`--output %q: must be one of "human", "json", "junit" or "sarif"`, o.output)
	}
	if len(args) == 0 {
		return ExitArgs, errors.New("give the manifests to validate: files, directories or - for stdin")
	}
	stdin := 0
	for _, a := range append(append([]string(nil), args...), o.old...) {
		if a == "-" {
			stdin++
		}
	}
	if stdin > 1 {
		return ExitArgs, errors.New("stdin (-) can be read once: give it either as a manifest or as --old")
	}
	return ExitOK, nil
}

func (c Command) validate(o *options, args []string, clusterSetup func(v *check.Validator) error) int {
	ctx := context.Background()
	files, err := manifest.Files(args)
	if err != nil {
		fmt.Fprintf(c.Err, "%s: %v\n", c.Name, err)
		return ExitArgs
	}
	oldFiles, err := manifest.Files(o.old)
	if err != nil {
		fmt.Fprintf(c.Err, "%s: --old: %v\n", c.Name, err)
		return ExitArgs
	}
	crdFiles, err := manifest.Files(o.localCRDs)
	if err != nil {
		fmt.Fprintf(c.Err, "%s: --local-crds: %v\n", c.Name, err)
		return ExitArgs
	}
	v := check.New()
	v.AddCRDKind()
	if c.Setup != nil {
		if err := c.Setup(v); err != nil {
			fmt.Fprintf(c.Err, "%s: %v\n", c.Name, err)
			return ExitInternal
		}
	}
	if clusterSetup != nil {
		if err := clusterSetup(v); err != nil {
			// The options parsed, but together they are not a cluster
			// (or this process holds other ones).
			fmt.Fprintf(c.Err, "%s: %v\n", c.Name, err)
			return ExitArgs
		}
	}
	r := &manifest.Reader{Stdin: c.Stdin}
	results, err := loadCRDs(ctx, v, r, crdFiles)
	if err != nil {
		fmt.Fprintf(c.Err, "%s: --local-crds: %v\n", c.Name, err)
		return ExitArgs
	}
	old, badOld, err := readOld(v, r, oldFiles)
	if err != nil {
		fmt.Fprintf(c.Err, "%s: --old: %v\n", c.Name, err)
		return ExitArgs
	}
	results = append(results, badOld...)
	files = unique(files) // a file named twice is read once: its results stay together
	return c.report(o.output, results, files, func(emit func(Result)) error {
		mode := clientSide
		if o.serverSide {
			mode = serverSide
		}
		_, err := run(ctx, v, r, files, old, mode, o.workers, emit)
		return err
	})
}

// report writes first and then the results of validate as they come, in
// every format, so that memory does not grow with the input (files are
// the files validate reads, in order). It returns the exit code.
func (c Command) report(format string, first []Result, files []string, validate func(emit func(Result)) error) int {
	out := c.Out
	var buf *bufio.Writer
	if format != "human" {
		// Structured outputs are written in many small pieces; the human
		// one line by line, as it comes.
		buf = bufio.NewWriterSize(c.Out, 64<<10)
		out = buf
	}
	var internal, invalid bool
	note := func(r *Result) {
		internal = internal || r.internal()
		invalid = invalid || !r.OK()
	}
	for i := range first {
		note(&first[i])
	}
	w, writeErr := newWriter(format, out, c.Err, first, files)
	runErr := validate(func(r Result) {
		note(&r)
		if writeErr == nil {
			writeErr = w.add(&r)
		}
	})
	if writeErr == nil {
		writeErr = w.finish()
	}
	if buf != nil {
		if err := buf.Flush(); writeErr == nil {
			writeErr = err
		}
	}
	switch {
	case writeErr != nil:
		fmt.Fprintf(c.Err, "%s: writing the results: %v\n", c.Name, writeErr)
		return ExitInternal
	case runErr != nil:
		fmt.Fprintf(c.Err, "%s: %v\n", c.Name, runErr)
		return ExitInternal
	case internal:
		return ExitInternal // the tool could not judge a document
	case invalid:
		return ExitInvalid
	}
	return ExitOK
}

// unique returns files without repeats, in order.
func unique(files []string) []string {
	seen := make(map[string]bool, len(files))
	out := files[:0:0]
	for _, f := range files {
		if !seen[f] {
			seen[f] = true
			out = append(out, f)
		}
	}
	return out
}

// showVersion reports whether --version is given without a value (the
// last argument, or followed by a flag): kubectl-validate's --version
// takes the Kubernetes version, so only a bare one prints ours.
func showVersion(args []string) bool {
	for i, a := range args {
		if a == "--" {
			return false
		}
		if a == "--version" && (i+1 == len(args) || (strings.HasPrefix(args[i+1], "-") && args[i+1] != "-")) {
			return true
		}
	}
	return false
}

func toolVersion() string {
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" {
		return bi.Main.Version
	}
	return "(devel)"
}
