package org.stratagem.web.command;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Dictionary;
import org.osgi.framework.BundleContext;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.service.cm.Configuration;
import org.osgi.service.cm.ConfigurationAdmin;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.stratagem.engine.api.NotationException;

/**
 * Felix HTTP's configuration ({@value HttpSettings#PID}) in ConfigAdmin. The platform runs Felix HTTP
 * with {@code org.apache.felix.http.require.config=true}, so that it binds no port before it has its
 * configuration; this component makes sure it has one (the settings in force, {@link HttpSettings})
 * when {@code conf/} gives none, and the web command sets its options there. Nothing is written into
 * {@code conf/}: ConfigAdmin keeps the configuration for this run of the platform.
 */
@Component(service = HttpConfiguration.class, immediate = true)
public final class HttpConfiguration {
    private final BundleContext bundleContext;
    private final ConfigurationAdmin configurations;

    /**
     * @param bundleContext  this bundle's context: the framework's properties
     * @param configurations where the settings go
     */
    @Activate
    public HttpConfiguration(BundleContext bundleContext, @Reference ConfigurationAdmin configurations) {
        this.bundleContext = bundleContext;
        this.configurations = configurations;
        try {
            apply(null, null);
        } catch (NotationException unreadable) {
            // the web command reports it; the server keeps waiting for a readable configuration
        }
    }

    /**
     * @param bind the address to bind instead of the configured one, or null
     * @param port the port to use instead of the configured one, or null
     * @return the settings now in force
     * @throws NotationException if the configured port is not a number
     */
    synchronized HttpSettings apply(String bind, Integer port) {
        try {
            Configuration configuration = existing();
            Dictionary<String, Object> configured = configuration == null ? null : configuration.getProperties();
            HttpSettings settings;
            try {
                settings = HttpSettings.of(configured, bundleContext::getProperty);
            } catch (NumberFormatException badPort) {
                throw new NotationException("conf/" + HttpSettings.PID + ".cfg: " + HttpSettings.PORT + " is not a number");
            }
            HttpSettings wanted = settings.with(bind, port);
            if (configured == null || !wanted.equals(settings)) {
                Configuration target = configuration != null ? configuration
                        : configurations.getConfiguration(HttpSettings.PID, "?");
                target.update(wanted.applyTo(configured));
            }
            return wanted;
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
    }

    private Configuration existing() throws IOException {
        try {
            Configuration[] found = configurations.listConfigurations("(service.pid=" + HttpSettings.PID + ")");
            return found == null ? null : found[0];
        } catch (InvalidSyntaxException impossible) {
            throw new IllegalStateException(impossible);
        }
    }
}
