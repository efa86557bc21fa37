import FormCheckCommand

await FormCheck.main()
