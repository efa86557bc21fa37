import FormCheckCommand

FormCheck.main()
