package release

// Each method below is one behavior that differs between releases, named
// for what the newer release does, with the Kubernetes change behind it.
// Stages ask the universe's release through these methods; nothing else
// compares releases.
