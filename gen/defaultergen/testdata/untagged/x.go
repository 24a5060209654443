package untagged

func SetObjectDefaults_T(in *T) {}
