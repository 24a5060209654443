package schema

import "sigs.k8s.io/yaml"

// Marshal returns the CRD as YAML with sorted keys: the same input always
// gives the same bytes.
func Marshal(c *CRD) ([]byte, error) {
	return yaml.Marshal(c)
}
