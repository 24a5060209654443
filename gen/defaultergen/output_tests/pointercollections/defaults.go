package pointercollections

// SetDefaults_Env gives an unnamed variable its name.
func SetDefaults_Env(in *Env) {
	if in.Name == "" {
		in.Name = "UNNAMED"
	}
}

// SetDefaults_EnvList adds a variable to an empty list.
func SetDefaults_EnvList(in *EnvList) {
	if len(*in) == 0 {
		*in = EnvList{{Value: "added"}}
	}
}
