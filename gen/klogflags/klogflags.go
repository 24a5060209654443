// Package klogflags gives the generators klog's command-line flags, as
// Kubernetes' generators have them.
package klogflags

import (
	goflag "flag"

	"github.com/spf13/pflag"
	"k8s.io/klog/v2"
)

// Add adds klog's flags to fs. klog's flags are bound to its global state,
// so every call starts from the defaults Kubernetes' generators use
// (logging to stderr, verbosity 0), whatever an earlier parse set.
func Add(fs *pflag.FlagSet) error {
	gofs := goflag.NewFlagSet("klog", goflag.ContinueOnError)
	klog.InitFlags(gofs)
	for name, value := range map[string]string{"logtostderr": "true", "v": "0"} {
		if err := gofs.Set(name, value); err != nil {
			return err
		}
	}
	fs.AddGoFlagSet(gofs)
	return nil
}

// Logf logs at klog verbosity level, for output.Options.Logf: -v 1 lists
// the files a run wrote.
func Logf(level int, format string, args ...any) {
	klog.V(klog.Level(level)).InfofDepth(1, format, args...)
}
