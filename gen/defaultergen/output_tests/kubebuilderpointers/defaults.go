package kubebuilderpointers

// SetDefaults_EnvVar gives a variable without a value an empty one.
func SetDefaults_EnvVar(in *EnvVar) {
	if in.Value == nil {
		in.Value = new(string)
	}
}
