# A copy of ALPValidator's demo server, the tiny Sinatra app its remote rule was written against, rebuilt from
# its description (it listens on Sinatra's port 4567; POST /validate answers JSON `true` unless the instance
# contains the word "invalid", then `false`; a request that does not accept JSON is passed on with Sinatra's
# `pass`, so no route takes it and Sinatra answers 404).
#
# Like the original it sets no Content-Type of its own (Sinatra's default, text/html, goes out), so a client
# that insists on an application/json answer fails here.
#
# Run it as the original ran: `ruby alpvalidator_demo.rb` (http://localhost:4567), or with Sinatra's own
# flags `-p PORT -o HOST`. Needs Ruby, Sinatra and a Rack server (Debian: ruby ruby-sinatra ruby-webrick).
require 'sinatra'
require 'json'

post '/validate' do
  pass unless request.accept?('application/json')
  body = JSON.parse(request.body.read)
  (!body['instance'].to_s.include?('invalid')).to_json
end
