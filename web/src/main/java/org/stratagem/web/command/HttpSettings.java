package org.stratagem.web.command;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.Dictionary;
import java.util.Hashtable;
import java.util.function.UnaryOperator;

/**
 * Where the HTTP server listens: the settings of Felix HTTP's configuration ({@value #PID}, from
 * {@code conf/org.apache.felix.http.cfg} through ConfigAdmin) over the framework's properties
 * (stratagem.bndrun: 127.0.0.1, port 8420), and the web command's options over both.
 *
 * @param host the address to bind
 * @param port the port
 */
record HttpSettings(String host, int port) {
    /** Felix HTTP's configuration PID. */
    static final String PID = "org.apache.felix.http";
    /** The port's property, in the configuration and the framework's properties. */
    static final String PORT = "org.osgi.service.http.port";
    /** The bound address's property, in the configuration and the framework's properties. */
    static final String HOST = "org.apache.felix.http.host";
    static final String DEFAULT_HOST = "127.0.0.1";
    static final int DEFAULT_PORT = 8420;

    /**
     * @param configured the configuration's properties, or null when there is none
     * @param framework  the framework's properties
     * @return the settings in force without options
     * @throws IllegalArgumentException if a configured port is not a number
     */
    static HttpSettings of(Dictionary<String, Object> configured, UnaryOperator<String> framework) {
        String host = setting(configured, HOST, framework);
        String port = setting(configured, PORT, framework);
        return new HttpSettings(host == null ? DEFAULT_HOST : host,
                port == null ? DEFAULT_PORT : Integer.parseInt(port.trim()));
    }

    private static String setting(Dictionary<String, Object> configured, String key, UnaryOperator<String> framework) {
        Object value = configured == null ? null : configured.get(key);
        return value != null ? value.toString() : framework.apply(key);
    }

    /**
     * @param bind the option's address, or null
     * @param port the option's port, or null
     * @return these settings with the options given
     */
    HttpSettings with(String bind, Integer port) {
        return new HttpSettings(bind == null ? host : bind, port == null ? this.port : port);
    }

    /**
     * @param configured the configuration's properties, or null
     * @return a copy with these settings
     */
    Dictionary<String, Object> applyTo(Dictionary<String, Object> configured) {
        Hashtable<String, Object> properties = new Hashtable<>();
        if (configured != null) {
            for (var keys = configured.keys(); keys.hasMoreElements();) {
                String key = keys.nextElement();
                properties.put(key, configured.get(key));
            }
        }
        properties.put(HOST, host);
        properties.put(PORT, Integer.toString(port));
        return properties;
    }

    /**
     * Binds the address and port for a moment, so that a taken port is reported at once rather than
     * after the server's start times out (Felix HTTP only logs it).
     *
     * @throws IllegalStateException if the port is taken or the address cannot be bound, saying which
     */
    void checkFree() {
        try (ServerSocket socket = new ServerSocket()) {
            socket.setReuseAddress(true);
            socket.bind(new InetSocketAddress(host, port));
        } catch (IOException taken) {
            throw new IllegalStateException("cannot listen on " + address() + ": " + taken.getMessage());
        }
    }

    /** @return the address users open: {@code http://HOST:PORT/} */
    String address() {
        return "http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port + "/";
    }
}
