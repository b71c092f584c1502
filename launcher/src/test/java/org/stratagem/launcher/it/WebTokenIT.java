package org.stratagem.launcher.it;

import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertTrue;

import java.util.Arrays;
import java.util.Dictionary;
import java.util.Hashtable;
import org.apache.felix.service.command.CommandProcessor;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.osgi.framework.Bundle;
import org.osgi.framework.ServiceReference;
import org.osgi.service.cm.Configuration;
import org.osgi.service.cm.ConfigurationAdmin;
import org.osgi.service.component.runtime.ServiceComponentRuntime;
import org.osgi.service.component.runtime.dto.ComponentConfigurationDTO;
import org.osgi.service.component.runtime.dto.ComponentDescriptionDTO;

/**
 * In the container: the token configured for the web interface ({@code token} of {@code org.stratagem.web})
 * reaches its guard, and neither the guard's service properties, nor its component's properties, nor the
 * shell's listings of them ({@code inspect capability service}, {@code scr:info}) show it.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class WebTokenIT extends PlatformTest {
    private static final String SECRET = "configured-token-0123456789";
    private static final String GUARD = "(&(objectClass=jakarta.servlet.Filter)(osgi.http.whiteboard.filter.name=stratagem-guard))";

    @Test
    public void aConfiguredTokenIsNoServicePropertyAndTheShellDoesNotListIt() throws Exception {
        try (Services services = new Services(context)) {
            Configuration configuration = services.await(ConfigurationAdmin.class, null)
                    .getConfiguration("org.stratagem.web", "?");
            try {
                Dictionary<String, Object> settings = new Hashtable<>();
                settings.put("token", SECRET);
                configuration.update(settings);
                Services.awaitCondition("the guard requires the configured token", () -> SECRET.equals(requiredToken()));
                ServiceReference<?> guard = context.getServiceReferences((String) null, GUARD)[0];
                for (String key : guard.getPropertyKeys()) {
                    assertFalse(key + " shows the token", Arrays.deepToString(new Object[] {guard.getProperty(key)})
                            .contains(SECRET));
                }
                ServiceComponentRuntime runtime = services.await(ServiceComponentRuntime.class, null);
                Bundle web = Arrays.stream(context.getBundles())
                        .filter(bundle -> "org.stratagem.web".equals(bundle.getSymbolicName())).findFirst().orElseThrow();
                ComponentDescriptionDTO description = runtime.getComponentDescriptionDTO(web,
                        "org.stratagem.web.http.WebGuard");
                for (ComponentConfigurationDTO component : runtime.getComponentConfigurationDTOs(description)) {
                    assertFalse(component.properties.toString(), component.properties.toString().contains(SECRET));
                }
                try (Shell shell = new Shell(services.await(CommandProcessor.class, null))) {
                    for (String command : new String[] {"inspect capability service",
                        "scr:info org.stratagem.web.http.WebGuard"}) {
                        Shell.Reply listing = shell.run(command);
                        String shown = listing.output() + shell.printed(listing.status());
                        assertTrue(command + ": " + shown, shown.contains("stratagem-guard"));
                        assertFalse(command + ": " + shown, shown.contains(SECRET));
                    }
                }
            } finally {
                configuration.delete();
            }
        }
    }

    /** @return the token the guard requires on loopback, null while it requires none (read as the web command reads it) */
    private String requiredToken() {
        try {
            ServiceReference<?>[] references = context.getServiceReferences((String) null, GUARD);
            if (references == null) {
                return null;
            }
            Object guard = context.getService(references[0]);
            assertNotNull(guard);
            try {
                return (String) guard.getClass().getMethod("tokenFor", String.class).invoke(guard, "127.0.0.1");
            } finally {
                context.ungetService(references[0]);
            }
        } catch (ReflectiveOperationException | org.osgi.framework.InvalidSyntaxException failed) {
            throw new IllegalStateException(failed);
        }
    }
}
