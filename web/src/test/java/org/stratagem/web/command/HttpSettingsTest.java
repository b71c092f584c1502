package org.stratagem.web.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.Dictionary;
import java.util.Hashtable;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Where the server listens: options over the configuration over the framework's properties over the defaults. */
class HttpSettingsTest {

    @Test
    void withNothingSetItIsLoopbackOn8420() {
        HttpSettings settings = HttpSettings.of(null, key -> null);
        assertEquals(new HttpSettings("127.0.0.1", 8420), settings);
        assertEquals("http://127.0.0.1:8420/", settings.address());
    }

    @Test
    void theConfigurationOverridesTheFrameworkAndTheOptionsOverrideBoth() {
        Map<String, String> framework = Map.of(HttpSettings.PORT, "9000", HttpSettings.HOST, "127.0.0.2");
        assertEquals(new HttpSettings("127.0.0.2", 9000), HttpSettings.of(null, framework::get));
        Dictionary<String, Object> configured = new Hashtable<>(Map.of(HttpSettings.PORT, " 9100", "other", "kept"));
        HttpSettings settings = HttpSettings.of(configured, framework::get);
        assertEquals(new HttpSettings("127.0.0.2", 9100), settings);
        assertEquals(new HttpSettings("::1", 9100), settings.with("::1", null));
        assertEquals("http://[::1]:9200/", settings.with("::1", 9200).address());
    }

    @Test
    void appliedSettingsKeepTheOtherProperties() {
        Dictionary<String, Object> configured = new Hashtable<>(Map.of(HttpSettings.PORT, "9100", "other", "kept"));
        Dictionary<String, Object> applied = new HttpSettings("0.0.0.0", 9300).applyTo(configured);
        assertEquals("9300", applied.get(HttpSettings.PORT));
        assertEquals("0.0.0.0", applied.get(HttpSettings.HOST));
        assertEquals("kept", applied.get("other"));
        assertEquals("9100", configured.get(HttpSettings.PORT));
    }

    @Test
    void aTakenPortIsReportedWithItsAddress() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            HttpSettings settings = new HttpSettings("127.0.0.1", taken.getLocalPort());
            String message = assertThrows(IllegalStateException.class, settings::checkFree).getMessage();
            assertTrue(message.startsWith("cannot listen on " + settings.address()), message);
        }
        int free;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            free = probe.getLocalPort();
        }
        new HttpSettings("127.0.0.1", free).checkFree();
    }
}
